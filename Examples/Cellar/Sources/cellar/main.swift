// `cellar`: an assistant for the Cellar app, with Hark's whole command line.
import CellarApp
import HarkKit

let cellar = AssistantApp(name: CellarApp.name, catalogFolder: CellarApp.catalogFolder) { environment in
    try CellarApp.definition(database: environment.database, clock: environment.clock)
}

await Hark.main(apps: [cellar])
