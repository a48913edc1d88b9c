<s>
Kolik	kolik	k4yQ
obyvatel	obyvatel	k1gMnPc2
žije	žít	k5eAaImIp3nS
v	v	k7c6
Brně	Brno	k1gNnSc6
<g/>
?	?	kIx.
</s>
