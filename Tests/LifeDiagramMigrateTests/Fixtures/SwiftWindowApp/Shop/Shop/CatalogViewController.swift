import UIKit

final class CatalogViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
    }
}

extension Notification.Name {
    static let shopWillRefresh = Notification.Name("shopWillRefresh")
}
