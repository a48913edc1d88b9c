<s>
Kdo	kdo	k3yRnSc1	kdo
založil	založit	k5eAaPmAgMnS	založit
klášter	klášter	k1gInSc4	klášter
na	na	k7c6	na
Sázavě	Sázava	k1gFnSc6	Sázava
<g/>
?	?	kIx?	?
</s>
