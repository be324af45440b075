#include "ThreadSlot.h"

_Thread_local void *_Nullable strata_thread_slot = 0;
