// Priorities are the solver's; clients of the model use them without importing the solver.
@_exported import struct Cassowary.Priority
