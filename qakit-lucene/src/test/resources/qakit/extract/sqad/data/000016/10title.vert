<s>
Labe	labe	k1
</s>
