// TasksApp
