<s>
Krkonoších	krkonoších	k1
</s>
