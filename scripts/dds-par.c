/*
 * dds-par: par scores and par contracts of random deals, by DDS (Bo Haglund & Soren Hein;
 * Debian's libdds-dev), the reference for tablelaw's par (src/solver/par.ts).
 *
 * Usage: dds-par SEED COUNT > test/fixtures/dd/par-120.txt
 *        dds-par - < deals.txt     (deals given as PBN, one a line, instead of random ones)
 *
 * Deals: a mulberry32 generator seeded with SEED shuffles the card indices 0..51 with
 * Fisher-Yates (i from 51 down to 1, j = floor(rand() * (i + 1))); card c has suit c / 13
 * (0 = spades ... 3 = clubs) and rank 14 - c % 13; positions 0-12 go to North, then East,
 * South, West. For each deal it prints
 *   DEAL <n> <PBN deal>
 *   DD <declarer>: NT S H D C             (CalcDDtablePBN, declarers N E S W)
 *   PAR <dealer> <vul> <score> <contract>...   (DealerPar, for every dealer N E S W and
 *                                         vulnerability None NS EW All: the par score from the
 *                                         dealer's side and DDS's par contracts as it writes them)
 * Build: cc -O2 -o build/dds/dds-par scripts/dds-par.c -ldds
 */
#include <dds/dll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t state;
static double next_random(void) {
  uint32_t t = state += 0x6d2b79f5u;
  t = (t ^ (t >> 15)) * (t | 1u);
  t ^= t + (t ^ (t >> 7)) * (t | 61u);
  return (double)((t ^ (t >> 14)) >> 0) / 4294967296.0;
}

static const char SEATS[4] = {'N', 'E', 'S', 'W'};
static const char RANKS[15] = "??23456789TJQKA";
/* DDS's vulnerability codes: 0 none, 1 both, 2 NS, 3 EW; printed in the order None NS EW All. */
static const int VUL_CODES[4] = {0, 2, 3, 1};
static const char *const VUL_NAMES[4] = {"None", "NS", "EW", "All"};
static const int COLUMNS[5] = {4, 0, 1, 2, 3}; /* NT S H D C */

/* A random deal in PBN, from North. */
static void random_deal(char *out) {
  int cards[52];
  for (int c = 0; c < 52; c++) cards[c] = c;
  for (int i = 51; i >= 1; i--) {
    int j = (int)(next_random() * (i + 1));
    int t = cards[i];
    cards[i] = cards[j];
    cards[j] = t;
  }
  char *p = out;
  p += sprintf(p, "N:");
  for (int h = 0; h < 4; h++) {
    if (h > 0) *p++ = ' ';
    for (int s = 0; s < 4; s++) {
      if (s > 0) *p++ = '.';
      for (int r = 14; r >= 2; r--)
        for (int k = 0; k < 13; k++) {
          int c = cards[h * 13 + k];
          if (c / 13 == s && 14 - c % 13 == r) *p++ = RANKS[r];
        }
    }
  }
  *p = '\0';
}

int main(int argc, char **argv) {
  int given = argc == 2 && strcmp(argv[1], "-") == 0;
  if (argc != 3 && !given) {
    fprintf(stderr, "usage: dds-par SEED COUNT | dds-par - < deals\n");
    return 1;
  }
  state = given ? 0 : (uint32_t)strtoul(argv[1], NULL, 10);
  int count = given ? 1 << 30 : atoi(argv[2]);
  SetMaxThreads(1);
  for (int n = 1; n <= count; n++) {
    struct ddTableDealPBN deal;
    if (given) {
      char line[200];
      if (fgets(line, sizeof line, stdin) == NULL) break;
      line[strcspn(line, "\r\n")] = '\0';
      if (line[0] == '\0' || strlen(line) >= sizeof deal.cards) {
        n--;
        continue;
      }
      strcpy(deal.cards, line);
    } else
      random_deal(deal.cards);
    struct ddTableResults table;
    int code = CalcDDtablePBN(deal, &table);
    if (code != RETURN_NO_FAULT) {
      fprintf(stderr, "dds-par: CalcDDtablePBN failed (%d) on %s\n", code, deal.cards);
      return 2;
    }
    printf("DEAL %d %s\n", n, deal.cards);
    for (int h = 0; h < 4; h++) {
      printf("DD %c:", SEATS[h]);
      for (int k = 0; k < 5; k++) printf(" %d", table.resTable[COLUMNS[k]][h]);
      printf("\n");
    }
    for (int dealer = 0; dealer < 4; dealer++)
      for (int v = 0; v < 4; v++) {
        struct parResultsDealer par;
        code = DealerPar(&table, &par, dealer, VUL_CODES[v]);
        if (code != RETURN_NO_FAULT) {
          fprintf(stderr, "dds-par: DealerPar failed (%d) on %s\n", code, deal.cards);
          return 2;
        }
        printf("PAR %c %s %d", SEATS[dealer], VUL_NAMES[v], par.score);
        for (int k = 0; k < par.number; k++) printf(" %s", par.contracts[k]);
        printf("\n");
      }
    fflush(stdout);
  }
  return 0;
}
