// Dialog
