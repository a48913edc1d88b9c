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
