import Foundation

final class Analytics {
    func start() {}
    func flush() {}
    func log(_ link: DeepLink) {}
}

enum DeepLink {
    case search
    case product(String)

    init?(url: URL) {
        guard url.scheme == "shop" else { return nil }
        self = url.host == "search" ? .search : .product(url.lastPathComponent)
    }
}
