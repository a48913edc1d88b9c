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
