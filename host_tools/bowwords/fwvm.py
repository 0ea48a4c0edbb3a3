"""`bowwords.fwvm`: the name bowwords.vm.firmware had before the house moved it (issue 33), kept
for scripts outside the project that import it (the shared before-stop check among them)."""

import sys

from bowwords.vm import firmware

sys.modules[__name__] = firmware
