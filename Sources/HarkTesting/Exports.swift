// What a test of an assistant needs, from one import: the apps' registration (HarkKit), the
// responses, transcripts and runner (Dialog), and languages (Localization).
@_exported import Dialog
@_exported import HarkKit
@_exported import Localization
