import Foundation

final class NoteStore {
  static let shared = NoteStore()
  func load() {}
  func refresh() {}
  func save() {}
  func open(_ id: String) {}
}
