<s>
Vltava	vltava	k1
je	je	k1
nejdelší	nejdelší	k1
řeka	řeka	k1
v	v	k1
Česku	česku	k1
<g/>
.	.	kIx.
</s>
