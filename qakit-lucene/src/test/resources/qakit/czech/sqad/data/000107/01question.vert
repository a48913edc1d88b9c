<s>
Je	být	k5eAaImIp3nS
Karlštejn	Karlštejn	k1gInSc1
národní	národní	k2eAgFnSc7d1
přírodní	přírodní	k2eAgFnSc7d1
památkou	památka	k1gFnSc7
<g/>
?	?	kIx.
</s>
