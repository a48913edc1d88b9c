<s>
Kolik	kolik	k1
kilometrů	kilometrů	k1
měří	měří	k1
Vltava	vltava	k1
<g/>
?	?	kIx?
</s>
