import HarkKit
import LapsApp
import Phrases
import SoupChefApp
import TasksApp

/// Tasks, Laps and Soup Chef, registered over the assistant's database and clock, with their
/// String Catalogs from `phrases/`.
enum SampleApps {
    static let all = [
        AssistantApp(name: TasksApp.name, catalogs: { PhraseCatalogs.tables(folder: "Tasks") }) { environment in
            [try TasksApp.definition(database: environment.database, clock: environment.clock)]
        },
        AssistantApp(name: LapsApp.name, catalogs: { PhraseCatalogs.tables(folder: "Laps") }) { environment in
            [try LapsApp.definition(database: environment.database, clock: environment.clock)]
        },
        AssistantApp(name: SoupChefApp.name, catalogs: { PhraseCatalogs.tables(folder: "SoupChef") }) { environment in
            [try SoupChefApp.definition(database: environment.database, clock: environment.clock)]
        },
    ]
}
