<s>
Je	být	k5eAaImIp3nS
Brno	Brno	k1gNnSc1
druhé	druhý	k4xOgNnSc1
největší	velký	k2eAgNnSc1d3
město	město	k1gNnSc1
v	v	k7c6
Česku	Česko	k1gNnSc6
<g/>
?	?	kIx.
</s>
