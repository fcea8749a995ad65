import UIKit

final class FeedViewController: UITableViewController {
  override func viewWillAppear(_ animated: Bool) {
    tableView.reloadData()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    Analytics.track("feed")
  }

  // The app's own method, not UIKit's: no finding.
  func viewWillDisappear(reason: String) {}
}
