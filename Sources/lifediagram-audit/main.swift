import LifeDiagramAuditCommand

// `lifediagram-audit`: the program `lifediagram audit` runs (AuditProgramCommand).
AuditProgramCommand.main()
