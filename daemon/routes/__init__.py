"""The HTTP API's routes, one router per resource; each handler gets the Runtime as a dependency."""
