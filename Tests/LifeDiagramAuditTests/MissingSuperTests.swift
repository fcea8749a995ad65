import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramModel
import Testing

/// `missing-super`: an appearance method's override in a view controller that never calls `super`'s.
@Suite struct MissingSuperTests {
  @Test func anOverrideWithoutSuperIsFoundInEveryKindOfViewController() {
    let files = [
      "List.swift": """
        final class ListViewController: UITableViewController {
          override func viewWillAppear(_ animated: Bool) {
            tableView.reloadData()
          }
          override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
          }
          override func viewDidDisappear(_ animated: Bool) {
            UIView.animate(withDuration: 0.2) { super.viewDidDisappear(animated) }
          }
        }

        """,
      "Base.swift": "class BaseViewController<Model>: UIKit.UIViewController {}\n",
      "Detail.swift": """
        final class DetailViewController: BaseViewController<Int> {
          override func viewDidAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
          }
        }

        """,
    ]
    let result = audit(files)
    #expect(result.summary == ["missing-super@Detail.swift:2", "missing-super@List.swift:2"], "\(result.summary)")
    #expect(result.findings.first?.method == "viewDidAppear(_:)")
    #expect(result.findings.first?.location.column == 12)
  }

  @Test func aConformanceInAFileReadFirstDoesNotHideTheSuperclass() {
    let files = [
      "Feed+Sharing.swift": "extension FeedViewController: UIActivityItemSource {}\n",
      "Feed.swift": "class FeedViewController: UIViewController {\n  override func viewWillDisappear(_ animated: Bool) {}\n}\n",
      "Child+P.swift": "extension ChildViewController: Equatable {}\n",
      "Child.swift": "final class ChildViewController: FeedViewController {\n  override func viewDidDisappear(_ animated: Bool) {}\n}\n",
    ]
    #expect(audit(files).summary == ["missing-super@Child.swift:2", "missing-super@Feed.swift:2"])
  }

  @Test func notAViewControllerNotAnOverrideOrAnotherSignatureIsNotFound() {
    let files = [
      "Views.swift": """
        final class Card: UIView {
          override func viewWillAppear(_ animated: Bool) {}
        }
        final class Screen: SomeFrameworkController {
          override func viewWillAppear(_ animated: Bool) {}
        }
        final class Plain: UIViewController {
          func viewWillAppear(_ animated: Bool, reason: String) {}
          override func viewWillLayoutSubviews() {}
        }

        """
    ]
    #expect(audit(files).findings.isEmpty)
  }

  /// A memory warning's override must call super too (AV22); one that does is not found.
  @Test func aMemoryWarningOverrideWithoutSuperIsFound() {
    let files = [
      "Gallery.swift": """
        final class GalleryViewController: UICollectionViewController {
          override func didReceiveMemoryWarning() {
            cache.removeAll()
          }
        }
        final class MapViewController: UIViewController {
          override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
          }
        }

        """
    ]
    let result = audit(files)
    #expect(result.summary == ["missing-super@Gallery.swift:2"], "\(result.summary)")
    #expect(result.findings.first?.method == "didReceiveMemoryWarning()")
  }

  /// Fidelity round 4, item 20: iOS 26's `updateProperties()` needs its super call too, in Swift and Objective-C.
  @Test func updatePropertiesWithoutSuperIsAFinding() {
    let files = [
      "Card.swift": """
        final class CardViewController: UIViewController {
          override func updateProperties() {
            titleLabel.text = model.title
          }
        }
        final class FixedViewController: UIViewController {
          override func updateProperties() {
            super.updateProperties()
          }
        }

        """,
      "Legacy.h": "@interface LegacyViewController : UIViewController\n@end\n",
      "Legacy.m": """
        @implementation LegacyViewController
        - (void)updateProperties {
          self.title = @"x";
        }
        @end

        """,
    ]
    let result = audit(files)
    #expect(result.summary == ["missing-super@Card.swift:2", "missing-super@Legacy.m:2"], "\(result.summary)")
    #expect(result.findings.allSatisfy { $0.method == "updateProperties()" })
  }
}
