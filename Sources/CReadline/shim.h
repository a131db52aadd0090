#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
