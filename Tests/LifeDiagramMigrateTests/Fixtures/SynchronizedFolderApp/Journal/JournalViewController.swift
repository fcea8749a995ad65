import UIKit

final class JournalViewController: UIViewController {}

final class Journal {
	static let shared = Journal()
	func save() {}
}
