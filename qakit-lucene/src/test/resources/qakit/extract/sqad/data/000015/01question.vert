<s>
Který	který	k1
skladatel	skladatel	k1
zhudebnil	zhudebnil	k1
Vltavu	vltavu	k1
<g/>
?	?	kIx?
</s>
