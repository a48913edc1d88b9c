<s>
Na	na	k7c6	na
jejím	její	k3xOgInSc6	její
břehu	břeh	k1gInSc6	břeh
založil	založit	k5eAaPmAgMnS	založit
svatý	svatý	k2eAgMnSc1d1	svatý
Prokop	Prokop	k1gMnSc1	Prokop
kolem	kolem	k7c2	kolem
roku	rok	k1gInSc2	rok
1032	[number]	k4	1032
Sázavský	sázavský	k2eAgInSc4d1	sázavský
klášter	klášter	k1gInSc4	klášter
<g/>
.	.	kIx.	.
</s>
