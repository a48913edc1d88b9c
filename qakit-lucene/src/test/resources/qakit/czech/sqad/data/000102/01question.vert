<s>
V	v	k7c6
jakém	jaký	k3yQgInSc6
roce	rok	k1gInSc6
byla	být	k5eAaImAgFnSrD
založena	založit	k5eAaPmNgFnS
Masarykova	Masarykův	k2eAgFnSc1
univerzita	univerzita	k1gFnSc1
<g/>
?	?	kIx.
</s>
