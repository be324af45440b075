#ifndef STRATA_THREAD_SLOT_H
#define STRATA_THREAD_SLOT_H

/// One pointer per thread, read and written in a few instructions: Swift has no thread-local variables, and
/// `pthread_getspecific` and `pthread_setspecific` are calls into the C library. A traced step that does not wait
/// keeps its scope here while it runs (LiveWeb's `ThreadScope`).
extern _Thread_local void *_Nullable strata_thread_slot;

/// The running thread's pointer.
static inline void *_Nullable strata_thread_slot_get(void) {
    return strata_thread_slot;
}

/// Sets the running thread's pointer to `value`, and gives the one it replaces.
static inline void *_Nullable strata_thread_slot_exchange(void *_Nullable value) {
    void *outer = strata_thread_slot;
    strata_thread_slot = value;
    return outer;
}

#endif
