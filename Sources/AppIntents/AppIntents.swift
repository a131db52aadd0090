@_exported import Intents
