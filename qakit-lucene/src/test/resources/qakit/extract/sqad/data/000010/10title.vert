<s>
Vltava	vltava	k1
</s>
