/* Finds the accessibility bus and connects to it with sd-bus (libsystemd): the start-up work of
 * the program's accessibility bridge. Prints the milliseconds it took. */
#include <stdio.h>
#include <systemd/sd-bus.h>
#include <time.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }

int main(void) {
    double start = now();
    sd_bus *session = NULL, *a11y = NULL;
    sd_bus_message *reply = NULL;
    sd_bus_error error = SD_BUS_ERROR_NULL;
    int enabled = 0;
    const char *address = NULL;
    if (sd_bus_open_user(&session) < 0) return 1;
    if (sd_bus_get_property_trivial(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Status", "IsEnabled", &error, 'b', &enabled) < 0) return 1;
    if (sd_bus_call_method(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", &error, &reply, "") < 0) return 1;
    if (sd_bus_message_read(reply, "s", &address) < 0) return 1;
    if (sd_bus_new(&a11y) < 0 || sd_bus_set_address(a11y, address) < 0 || sd_bus_set_bus_client(a11y, 1) < 0 || sd_bus_start(a11y) < 0) return 1;
    const char *name = NULL;
    sd_bus_get_unique_name(a11y, &name);
    printf("%.3f\n", now() - start);
    return 0;
}
