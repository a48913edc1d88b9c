<s>
Kde	kde	k1
pramení	pramení	k1
Labe	labe	k1
<g/>
?	?	kIx?
</s>
