<s>
Brno	Brno	k1gNnSc1
je	být	k5eAaImIp3nS
druhé	druhý	k4xOgNnSc1
největší	velký	k2eAgNnSc1d3
město	město	k1gNnSc1
v	v	k7c6
Česku	Česko	k1gNnSc6
<g/>
.	.	kIx.
</s>
<s>
Ve	v	k7c6
městě	město	k1gNnSc6
žije	žít	k5eAaImIp3nS
přibližně	přibližně	k6eAd1
380	[number]	k4	380
000	[number]	k4	000
obyvatel	obyvatel	k1gMnPc2
<g/>
.	.	kIx.
</s>
<s>
Masarykova	Masarykův	k2eAgFnSc1
univerzita	univerzita	k1gFnSc1
byla	být	k5eAaImAgFnSrD
založena	založit	k5eAaPmNgFnS
v	v	k7c6
roce	rok	k1gInSc6
1919	[number]	k4	1919
<g/>
.	.	kIx.
</s>
<s>
Z	z	k7c2
jiných	jiný	k2eAgInPc2d1
krajů	kraj	k1gInPc2
pochází	pocházet	k5eAaImIp3nP
asi	asi	k9
45	[number]	k4	45
%	%	kIx%
studentů	student	k1gMnPc2
<g/>
.	.	kIx.
</s>
