<s>
Ve	ve	k1
kterém	kterém	k1
roce	roce	k1
zhudebnil	zhudebnil	k1
Smetana	smetana	k1
Vltavu	vltavu	k1
<g/>
?	?	kIx?
</s>
