import UIKit

final class CatalogViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
    }

    /// Whether the catalog is what the key window shows.
    var isShown: Bool {
        UIApplication.shared.keyWindow?.rootViewController === self
    }
}

extension Notification.Name {
    static let shopWillRefresh = Notification.Name("shopWillRefresh")
}
