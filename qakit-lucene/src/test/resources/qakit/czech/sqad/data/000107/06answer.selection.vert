<s>
Karlštejn	Karlštejn	k1gInSc1
je	být	k5eAaImIp3nS
národní	národní	k2eAgFnSc7d1
kulturní	kulturní	k2eAgFnSc7d1
památkou	památka	k1gFnSc7
<g/>
.	.	kIx.
</s>
