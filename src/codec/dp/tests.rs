//! DarkPlaces codec unit tests.
