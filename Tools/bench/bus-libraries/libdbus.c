/* The same with libdbus. */
#include <dbus/dbus.h>
#include <stdio.h>
#include <time.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }

int main(void) {
    double start = now();
    DBusError error;
    dbus_error_init(&error);
    DBusConnection *session = dbus_bus_get_private(DBUS_BUS_SESSION, &error);
    if (!session) return 1;
    DBusMessage *get = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get");
    const char *interface = "org.a11y.Status", *property = "IsEnabled";
    dbus_message_append_args(get, DBUS_TYPE_STRING, &interface, DBUS_TYPE_STRING, &property, DBUS_TYPE_INVALID);
    DBusMessage *value = dbus_connection_send_with_reply_and_block(session, get, 2000, &error);
    if (!value) return 1;
    DBusMessage *call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress");
    DBusMessage *reply = dbus_connection_send_with_reply_and_block(session, call, 2000, &error);
    const char *address = NULL;
    if (!reply || !dbus_message_get_args(reply, &error, DBUS_TYPE_STRING, &address, DBUS_TYPE_INVALID)) return 1;
    DBusConnection *a11y = dbus_connection_open_private(address, &error);
    if (!a11y || !dbus_bus_register(a11y, &error)) return 1;
    printf("%.3f\n", now() - start);
    return 0;
}
