<s>
Telč	Telč	k1gFnSc1	Telč
je	být	k5eAaImIp3nS	být
město	město	k1gNnSc1	město
na	na	k7c6	na
jihozápadní	jihozápadní	k2eAgFnSc6d1	jihozápadní
Moravě	Morava	k1gFnSc6	Morava
<g/>
.	.	kIx.	.
</s>
<s>
Historické	historický	k2eAgNnSc1d1	historický
centrum	centrum	k1gNnSc1	centrum
Telče	Telč	k1gFnSc2	Telč
bylo	být	k5eAaImAgNnS	být
v	v	k7c6	v
roce	rok	k1gInSc6	rok
1992	[number]	k4	1992
zapsáno	zapsat	k5eAaPmNgNnS	zapsat
na	na	k7c4	na
seznam	seznam	k1gInSc4	seznam
světového	světový	k2eAgNnSc2d1	světový
dědictví	dědictví	k1gNnSc2	dědictví
UNESCO	UNESCO	kA	UNESCO
<g/>
.	.	kIx.	.
</s>
<s>
Dominantou	dominanta	k1gFnSc7	dominanta
náměstí	náměstí	k1gNnSc2	náměstí
je	být	k5eAaImIp3nS	být
renesanční	renesanční	k2eAgInSc1d1	renesanční
zámek	zámek	k1gInSc1	zámek
<g/>
.	.	kIx.	.
</s>
