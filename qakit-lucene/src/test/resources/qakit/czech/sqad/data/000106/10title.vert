<s>
Karlštejn	Karlštejn	k1gInSc1
</s>
