<s>
Bedřich	bedřich	k1
Smetana	smetana	k1
</s>
