// Intents
