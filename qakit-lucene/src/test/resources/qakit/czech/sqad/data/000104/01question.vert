<s>
Kolik	kolik	k4yQ
procent	procento	k1gNnPc2
studentů	student	k1gMnPc2
pochází	pocházet	k5eAaImIp3nP
z	z	k7c2
jiných	jiný	k2eAgInPc2d1
krajů	kraj	k1gInPc2
<g/>
?	?	kIx.
</s>
