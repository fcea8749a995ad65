// Korean's tables arrive with Translations/ko.yaml (`make translations` then writes this file).

extension Translation {
  /// Korean, before its words are written: every key is missing.
  public static let korean = Translation(language: "ko", name: "한국어", font: "NanumGothic")
}
