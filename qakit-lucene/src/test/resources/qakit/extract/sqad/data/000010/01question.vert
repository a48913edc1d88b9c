<s>
Kde	kde	k1
se	se	k1
Vltava	vltava	k1
vlévá	vlévá	k1
do	do	k1
Labe	labe	k1
<g/>
?	?	kIx?
</s>
