// PhraseMatcher
