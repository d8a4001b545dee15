#!/bin/sh
# Checks that each ELF program given is built as Debian builds programs: position-independent
# (ELF type DYN), BIND_NOW, a GNU_RELRO segment and a stack that is not executable.
# Usage: check.sh PROGRAM...   Exits 1, naming what is missing, if any program falls short.
status=0
for program in "$@"; do
    header=$(readelf -hW "$program") || { echo "$program: not an ELF file"; status=1; continue; }
    dynamic=$(readelf -dW "$program")
    segments=$(readelf -lW "$program")
    echo "$header" | grep -q 'Type:[[:space:]]*DYN' || { echo "$program: not position-independent (ELF type is not DYN)"; status=1; }
    echo "$dynamic" | grep -Eq '\(FLAGS\).*BIND_NOW|\(FLAGS_1\).*NOW' || { echo "$program: no BIND_NOW"; status=1; }
    echo "$segments" | grep -q 'GNU_RELRO' || { echo "$program: no GNU_RELRO segment"; status=1; }
    stack=$(echo "$segments" | grep 'GNU_STACK')
    [ -n "$stack" ] || { echo "$program: no GNU_STACK segment (the stack would be executable)"; status=1; }
    echo "$stack" | grep -Eq 'RWE|[[:space:]]E[[:space:]]' && { echo "$program: the stack is executable"; status=1; }
done
[ $status -eq 0 ] && echo "hardened: $*"
exit $status
