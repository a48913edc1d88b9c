<s>
ano	ano	k0
</s>
