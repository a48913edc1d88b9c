<s>
ne	ne	k0
</s>
