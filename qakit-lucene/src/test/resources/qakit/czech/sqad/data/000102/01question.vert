<s>
Kdy	kdy	k6eAd1
byla	být	k5eAaImAgFnSrD
založena	založit	k5eAaPmNgFnS
Masarykova	Masarykův	k2eAgFnSc1
univerzita	univerzita	k1gFnSc1
<g/>
?	?	kIx.
</s>
