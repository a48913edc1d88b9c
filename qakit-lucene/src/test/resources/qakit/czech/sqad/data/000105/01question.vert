<s>
Kdo	kdo	k3yQ
založil	založit	k5eAaPmAgMnS
hrad	hrad	k1gInSc4
Karlštejn	Karlštejn	k1gInSc4
<g/>
?	?	kIx.
</s>
